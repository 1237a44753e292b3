// A dummy js file to be compressed and transferred.
