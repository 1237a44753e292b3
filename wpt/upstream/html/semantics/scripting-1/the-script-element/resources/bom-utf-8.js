// JavaScript file with UTF-8 BOM.
window.executed_utf8_bom = '三村かな子';
