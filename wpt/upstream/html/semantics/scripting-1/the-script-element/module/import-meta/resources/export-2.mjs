export default 2;
