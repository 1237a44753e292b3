window.mismatchesLog.push("integrity-mismatches-inner");
