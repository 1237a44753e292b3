function createWorker()
{
    return new Worker('support/Worker-common.js');
}
