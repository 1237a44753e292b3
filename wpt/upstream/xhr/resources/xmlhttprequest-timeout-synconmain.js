runTestRequests([ ["SyncRequestSettingTimeoutAfterOpen", null, "timeout after open"],
                  ["SyncRequestSettingTimeoutBeforeOpen", null, "timeout before open"] ]);
