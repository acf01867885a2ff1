import equinox as eqx

from .trainer import Trainer


class MultiTaskTrainer(Trainer):
    def __init__(self, cfg, tasks, callbacks=()):
        super().__init__(cfg, callbacks)
        self.tasks = tasks

    def compute_loss(self, model, batch):
        task_id = batch["task"]
        pred = model.apply_task(batch["x"], task_id)
        return self.tasks[task_id].loss(pred, batch["y"])

    @eqx.filter_jit
    def predict(self, model, x, task_id):
        return model.apply_task(x, task_id)
