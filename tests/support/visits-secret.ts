/**
 * The secret the visit counters of the tests hash visitors with, the same at every run. A day's
 * visitors are estimated from a sketch of 4 096 registers, and two visitors whose keyed hashes
 * fall in one register count once: with a random secret, three visitors of a test counted as
 * two in about one run in a thousand. With this one, the tests' visitors fall in registers of
 * their own at every run.
 */
export const visitsSecret = "the visit tests' secret: the same registers at every run";
