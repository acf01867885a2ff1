import jax
import jax.numpy as jnp
import optax
from flax import nnx

from . import accounting, compress
from .models import MLP


def batch_for(key, cfg):
    kx, kw = jax.random.split(key)
    x = jax.random.normal(kx, (cfg.batch, cfg.features))
    w = jax.random.normal(jax.random.PRNGKey(0), (cfg.features, cfg.classes))
    return x, jnp.argmax(x @ w, axis=-1)


def xent(model, x, y):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@nnx.jit(static_argnames=("keep_frac",))
def train_step(model, optimizer, x, y, keep_frac):
    loss, grads = nnx.value_and_grad(xent)(model, x, y)
    grads = compress.compress_grads(grads, keep_frac)
    optimizer.update(model, grads)
    return loss, compress.density(grads)


def run(cfg):
    model = MLP(cfg.features, cfg.widths, cfg.classes, rngs=nnx.Rngs(cfg.seed))
    optimizer = nnx.Optimizer(model, optax.sgd(cfg.lr), wrt=nnx.Param)
    log = accounting.CommLog()
    n_params = accounting.param_count(model)
    key = jax.random.PRNGKey(cfg.seed)
    for step in range(cfg.steps):
        key, sub = jax.random.split(key)
        x, y = batch_for(sub, cfg)
        loss, dens = train_step(model, optimizer, x, y, cfg.keep_frac)
        log.record(n_params, float(dens))
        print("step %d loss %.4f density %.3f" % (step, float(loss), float(dens)))
    print(log)
    print("acc", float(accounting.accuracy(model, x, y)))
    print("largest layer norm:", max(accounting.layer_norms(model).items(), key=lambda kv: kv[1]))
