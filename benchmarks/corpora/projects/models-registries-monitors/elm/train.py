from functools import partial

import optax
from flax import nnx

from .config import AEConfig
from .data import LowRankSource
from .models import AutoEncoder
from .objectives import reconstruction_loss
from .utils import get_logger


@partial(nnx.jit, static_argnames=("l2_latent",))
def train_step(model, optimizer, x, l2_latent):
    loss, grads = nnx.value_and_grad(reconstruction_loss)(model, x, l2_latent)
    optimizer.update(model, grads)
    return loss


def train(cfg: AEConfig):
    log = get_logger()
    model = AutoEncoder(cfg.dim, cfg.hidden, cfg.latent, rngs=nnx.Rngs(cfg.seed))
    optimizer = nnx.Optimizer(model, optax.adam(cfg.lr), wrt=nnx.Param)
    source = LowRankSource(cfg.dim, cfg.latent, cfg.seed)
    losses = []
    for step in range(cfg.steps):
        loss = train_step(model, optimizer, source.next(cfg.batch), cfg.l2_latent)
        losses.append(float(loss))
        if step % 10 == 0:
            log.warning("step %d loss %.5f", step, losses[-1])
    return model, losses
