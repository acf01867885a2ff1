import jax
import optax
from flax.training import train_state

from . import model, sizes


class State(train_state.TrainState):
    epoch_len: int = 0


def create(cfg, sample):
    net = model.Net(cfg.width, cfg.depth, cfg.ratio, cfg.classes)
    params = net.init(jax.random.PRNGKey(0), sample)["params"]
    per_epoch = sizes.steps_per_epoch(cfg.n, cfg.batch)
    sched = optax.cosine_decay_schedule(cfg.lr, per_epoch * cfg.epochs)
    return State.create(apply_fn=net.apply, params=params, tx=optax.sgd(sched), epoch_len=per_epoch)
