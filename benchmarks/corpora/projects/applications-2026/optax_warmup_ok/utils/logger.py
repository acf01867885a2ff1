class StepLogger:
    def __init__(self, every, schedule=None):
        self.every = every
        self.schedule = schedule

    def __call__(self, step, loss):
        if step % self.every:
            return
        lr = "" if self.schedule is None else " lr %.5f" % float(self.schedule(step))
        print("step %4d loss %.4f%s" % (step, float(loss), lr))
