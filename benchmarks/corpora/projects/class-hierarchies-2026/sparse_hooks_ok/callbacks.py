import numpy as np

from . import utils


class Callback:
    def on_train_begin(self, trainer):
        pass

    def on_epoch_end(self, trainer, epoch, logs, state):
        pass

    def on_train_end(self, trainer, state):
        pass


class PrintLogger(Callback):
    def on_train_begin(self, trainer):
        print(f"training {type(trainer).__name__} for {trainer.cfg.epochs} epochs")

    def on_epoch_end(self, trainer, epoch, logs, state):
        parts = " ".join(f"{k}={v:.4f}" for k, v in sorted(logs.items()))
        print(f"epoch {epoch}: {parts}")


class EarlyStopping(Callback):
    def __init__(self, monitor="val_mse", patience=3):
        self.monitor = monitor
        self.patience = patience
        self.best = np.inf
        self.wait = 0

    def on_epoch_end(self, trainer, epoch, logs, state):
        value = logs[self.monitor]
        if value < self.best - 1e-5:
            self.best = value
            self.wait = 0
        else:
            self.wait += 1
            if self.wait >= self.patience:
                trainer.stop_training = True


class GateReport(Callback):
    def __init__(self, k=5):
        self.k = k

    def on_train_end(self, trainer, state):
        gates = state.params["gates"]["gate"]
        print("top features:", utils.top_k_features(gates, self.k))
        print("parameters:", utils.tree_size(state.params))
