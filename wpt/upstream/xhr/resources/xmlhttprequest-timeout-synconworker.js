if (this.document === undefined){
  importScripts("xmlhttprequest-timeout.js");
}else{
  throw "This test expects to be run as a Worker";
}

/* NOT TESTED: setting timeout before calling open( ... , false) in a worker context. The test code always calls open() first. */

runTestRequests([ ["RequestTracker", false, "no time out scheduled, load fires normally", 0],
                  ["RequestTracker", false, "load fires normally", TIME_NORMAL_LOAD],
                  ["RequestTracker", false, "timeout hit before load", TIME_REGULAR_TIMEOUT] ]);
