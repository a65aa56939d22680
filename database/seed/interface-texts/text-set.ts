// A set of interface texts: key code → the text in each language.
export type InterfaceTextSet = Record<string, { en: string; fr: string; nl: string }>;
