export default "javascript";
