// The insight screen's charts drawn by recharts, which measure their box in the browser: the
// screen loads this module there once it runs (ChartPanel draws them after hydration), so the
// server never loads recharts, which took a third of a second of every start.
export { AreaChart, BarChart } from "@mantine/charts";
