// Starts broadcast-nested.js as a nested worker, on the channel named in the URL's query.
new Worker("broadcast-nested.js" + location.search);
