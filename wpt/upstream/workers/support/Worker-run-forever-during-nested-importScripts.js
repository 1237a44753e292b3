importScripts('Worker-run-forever-during-importScripts.js');
