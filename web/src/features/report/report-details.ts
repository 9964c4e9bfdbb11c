/**
 * The report's parts that only real analyses have (the landing's sample has neither): one lazy
 * chunk, loaded with the first report that needs one, so neither weighs on the first load.
 */
export { HeaderTestsTable } from "./header-tests-table";
export { ScoreExplanationPanel } from "./score-explanation-panel";
