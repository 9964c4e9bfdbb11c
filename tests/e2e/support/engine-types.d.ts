// The self-review runs the analysis Worker's pipeline (queue-consumer/) in Node. These are the
// Workers types that code names but never uses there: the Browser Rendering binding is not passed.
type BrowserRun = Record<string, never>;
