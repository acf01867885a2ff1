"""Epoch loop with callbacks for history and early stopping."""
import copy

import jax
import optax

from .metrics import MeterGroup
from .steps import make_eval_step, make_train_step


class History:
    def __init__(self):
        self.rows = []

    def __call__(self, exp, epoch, logs):
        self.rows.append(dict(epoch=epoch, **logs))


class EarlyStopping:
    def __init__(self, patience, key="val_loss"):
        self.patience = patience
        self.key = key
        self.best = float("inf")
        self.bad_epochs = 0
        self.best_params = None

    def __call__(self, exp, epoch, logs):
        if logs[self.key] < self.best - 1e-4:
            self.best = logs[self.key]
            self.bad_epochs = 0
            self.best_params = copy.deepcopy(jax.device_get(exp.params))
        else:
            self.bad_epochs += 1
            if self.bad_epochs >= self.patience:
                exp.stop = True


class Experiment:
    def __init__(self, params, lr, callbacks=()):
        self.params = params
        self.optimizer = optax.adam(lr)
        self.opt_state = self.optimizer.init(params)
        self.callbacks = list(callbacks)
        self.train_meters = MeterGroup("loss", "acc")
        self.val_meters = MeterGroup("loss", "acc")
        self.train_step = make_train_step(self.optimizer)
        self.eval_step = make_eval_step()
        self.stop = False

    def train_epoch(self, loader):
        self.train_meters.reset()
        for batch in loader:
            self.params, self.opt_state, loss, acc = self.train_step(self.params, self.opt_state, batch)
            self.train_meters.update(n=len(batch["y"]), loss=float(loss), acc=float(acc))
        return self.train_meters.compute()

    def evaluate(self, loader):
        self.val_meters.reset()
        for batch in loader:
            loss, acc = self.eval_step(self.params, batch)
            self.val_meters.update(n=batch["x"].shape[0], loss=loss, acc=acc)
        return self.val_meters.compute()

    def fit(self, train_loader, val_loader, epochs):
        for epoch in range(epochs):
            train = self.train_epoch(train_loader)
            val = self.evaluate(val_loader)
            logs = {"loss": train["loss"], "acc": train["acc"], "val_loss": val["loss"], "val_acc": val["acc"]}
            print(f"epoch {epoch}: " + " ".join(f"{k} {v:.4f}" for k, v in logs.items()))
            for cb in self.callbacks:
                cb(self, epoch, logs)
            if self.stop:
                print(f"early stop after epoch {epoch}")
                break
        return self
