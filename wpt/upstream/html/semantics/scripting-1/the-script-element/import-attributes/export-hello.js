export default "hello";
