def step_decay(base_lr, decay_every, factor):
    def schedule(step):
        return base_lr * factor ** (step // decay_every)
    return schedule
