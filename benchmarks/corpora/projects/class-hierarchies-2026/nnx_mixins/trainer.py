import numpy as np
import optax
from flax import nnx


class Trainer:
    """Base trainer: owns the optimizer and the jitted step, and exposes
    ``after_step``, ``after_update`` and ``on_epoch_end`` hooks."""

    def __init__(self, args, model):
        self.args = args
        self.model = model
        self.optimizer = nnx.Optimizer(model, optax.adamw(args.lr, weight_decay=1e-4), wrt=nnx.Param)
        self.epoch_summaries = []
        self._step = nnx.jit(self._train_step)
        self._predict = nnx.jit(self._predict_fn)

    def loss_fn(self, model, x, y):
        raise NotImplementedError

    def after_step(self, metrics):
        pass

    def after_update(self, model):
        pass

    def on_epoch_end(self, epoch):
        pass

    def _train_step(self, model, optimizer, x, y):
        (loss, aux), grads = nnx.value_and_grad(self.loss_fn, has_aux=True)(model, x, y)
        optimizer.update(model, grads)
        metrics = dict(aux, loss=loss)
        self.after_step(metrics)
        return metrics

    def _predict_fn(self, model, x):
        return model(x).argmax(-1)

    def fit(self, x, y, iterate):
        rng = np.random.default_rng(self.args.seed)
        for epoch in range(self.args.epochs):
            self.model.train()
            for xb, yb in iterate(x, y, self.args.batch_size, rng):
                self._step(self.model, self.optimizer, xb, yb)
                self.after_update(self.model)
            self.on_epoch_end(epoch)
        return self

    def accuracy(self, model, x, y):
        model.eval()
        pred = np.asarray(self._predict(model, x))
        return float(np.mean(pred == y))
