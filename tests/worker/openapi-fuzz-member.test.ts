import { fuzzEveryRouteAs } from "./fuzz-support";

fuzzEveryRouteAs("member");
