import numpy as np


class PeriodicEval:
    def __init__(self, every, n):
        self.every = every
        self.n = n
        self.history = []

    def on_step(self, trainer, step, model, sampler):
        if (step + 1) % self.every:
            return
        scores = {}
        for batch in sampler.eval_batches(self.n):
            task = trainer.tasks[batch["task"]]
            pred = trainer.predict(model, batch["x"], batch["task"])
            scores[task.name] = task.score(pred, batch["y"])
        self.history.append((step + 1, scores))
        recent = [l for (_, _, l) in trainer.log[-self.every:]]
        print(f"step {step + 1}: train loss {np.mean(recent):.4f} | "
              + " ".join(f"{k}={v:.3f}" for k, v in scores.items()))
