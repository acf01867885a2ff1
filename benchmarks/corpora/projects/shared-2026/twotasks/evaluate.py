import jax

from . import metrics, train


@jax.jit
def eval_step(params, opt_state, batch):
    _, _, loss = train.step(params, opt_state, batch)
    out = metrics.summarize(params, batch)
    out["loss"] = loss
    return out
