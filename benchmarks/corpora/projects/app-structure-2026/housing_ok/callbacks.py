class Callback:
    def on_epoch_end(self, epoch, logs):
        pass


class GradientHook(Callback):
    def on_gradients(self, grads):
        raise NotImplementedError


class CallbackList:
    def __init__(self, callbacks=None):
        self.callbacks = list(callbacks or [])

    def on_gradients(self, grads):
        for cb in self.callbacks:
            if isinstance(cb, GradientHook):
                cb.on_gradients(grads)

    def on_epoch_end(self, epoch, logs):
        for cb in self.callbacks:
            cb.on_epoch_end(epoch, logs)

    def summaries(self):
        out = {}
        for cb in self.callbacks:
            if hasattr(cb, "summary"):
                out.update(cb.summary())
        return out
