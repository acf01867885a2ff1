import equinox as eqx
import optax


class Trainer:
    """Generic equinox trainer. Subclasses implement ``compute_loss``;
    callbacks receive the trainer and may read ``self.log``."""

    def __init__(self, cfg, callbacks=()):
        self.cfg = cfg
        self.optim = optax.adamw(cfg.lr, weight_decay=1e-4)
        self.callbacks = list(callbacks)
        self.log = []

    def compute_loss(self, model, batch):
        raise NotImplementedError

    @eqx.filter_jit
    def train_step(self, model, opt_state, batch):
        loss, grads = eqx.filter_value_and_grad(self.compute_loss)(model, batch)
        params = eqx.filter(model, eqx.is_inexact_array)
        updates, opt_state = self.optim.update(grads, opt_state, params)
        return eqx.apply_updates(model, updates), opt_state, loss

    def fit(self, model, sampler):
        opt_state = self.optim.init(eqx.filter(model, eqx.is_inexact_array))
        for step, batch in zip(range(self.cfg.steps), sampler):
            model, opt_state, loss = self.train_step(model, opt_state, batch)
            self.log.append((step, int(batch["task"]), float(loss)))
            for cb in self.callbacks:
                cb.on_step(self, step, model, sampler)
        return model
