import numpy as np


class TaskSampler:
    """Draws a task uniformly at random and returns a batch from it."""

    def __init__(self, tasks, batch_size, seed):
        self.tasks = tasks
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        return self

    def __next__(self):
        task_id = int(self.rng.integers(len(self.tasks)))
        x, y = self.tasks[task_id].sample(self.rng, self.batch_size)
        return {"x": x, "y": y, "task": task_id}

    def eval_batches(self, n):
        rng = np.random.default_rng(12345)
        for task_id, task in enumerate(self.tasks):
            x, y = task.sample(rng, n)
            yield {"x": x, "y": y, "task": task_id}
