import { fuzzEveryRouteAs } from "./fuzz-support";

fuzzEveryRouteAs("API token");
