import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from .data import N_CLASSES, make_sets
from .model import DeepSets


def loss_fn(model, x, mask, y):
    logits = model(x, mask)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, logits


@nnx.jit
def train_step(model, optimizer, x, mask, y):
    grad_fn = nnx.value_and_grad(loss_fn, has_aux=True)
    (loss, logits), grads = grad_fn(model, x, mask, y)
    optimizer.update(model, grads)
    return loss, jnp.mean(logits.argmax(-1) == y)


def train(cfg):
    x, mask, y = make_sets(**cfg["data"])
    tcfg, mcfg = cfg["train"], cfg["model"]
    model = DeepSets(2, mcfg["hidden"], N_CLASSES, mcfg["pool"],
                     rngs=nnx.Rngs(tcfg["seed"]))
    optimizer = nnx.Optimizer(model, optax.adam(tcfg["lr"]), wrt=nnx.Param)
    rng = np.random.default_rng(tcfg["seed"])
    n_batches = x.shape[0] // tcfg["batch"]
    for epoch in range(tcfg["epochs"]):
        perm = rng.permutation(x.shape[0])
        for b in range(n_batches):
            idx = perm[b * tcfg["batch"]:(b + 1) * tcfg["batch"]]
            loss, acc = train_step(model, optimizer, x[idx], mask[idx], y[idx])
        print(f"epoch {epoch}  loss {float(loss):.4f}  acc {float(acc):.3f}")
    return model
