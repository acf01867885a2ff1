import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from .callbacks import History, NaNGuard, PrintHook
from .config import Config
from .data import grid, toy_regression
from .evaluate import report
from .models import ensemble_predict, make_ensemble


def ensemble_loss(ensemble, x, y):
    preds = ensemble_predict(ensemble, x)
    return jnp.mean((preds - y[None]) ** 2)


def make_train_step(optim, hooks):
    @eqx.filter_jit
    def train_step(ensemble, opt_state, x, y, step):
        loss, grads = eqx.filter_value_and_grad(ensemble_loss)(ensemble, x, y)
        updates, opt_state = optim.update(grads, opt_state, eqx.filter(ensemble, eqx.is_array))
        ensemble = eqx.apply_updates(ensemble, updates)
        metrics = {"loss": loss}
        for hook in hooks:
            hook.on_step(step, metrics)
        return ensemble, opt_state, metrics

    return train_step


def main(cfg=Config()):
    x, y = toy_regression(cfg.n_points, cfg.seed)
    ensemble = make_ensemble(cfg, jax.random.key(cfg.seed))
    optim = optax.adam(cfg.lr)
    opt_state = optim.init(eqx.filter(ensemble, eqx.is_array))
    history = History()
    hooks = [NaNGuard(), PrintHook(cfg.print_every), history]
    train_step = make_train_step(optim, hooks)
    for step in range(cfg.steps):
        ensemble, opt_state, metrics = train_step(ensemble, opt_state, x, y, step)
    print("final loss %.4f" % float(history.losses[-1]))
    report(ensemble, grid())
