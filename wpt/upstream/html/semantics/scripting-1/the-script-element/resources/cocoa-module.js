export default class Cocoa {
    taste() {
        return "awesome";
    }
};
