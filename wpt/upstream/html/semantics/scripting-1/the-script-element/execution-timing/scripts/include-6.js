top.log(
  'external script (#foo found? ' +
  (document.getElementById('foo') ? 'YES' : 'NO' ) +
  ')'
);
top.include6Loaded=true;