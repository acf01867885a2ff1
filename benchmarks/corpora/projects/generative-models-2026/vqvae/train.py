import jax.numpy as jnp
import optax
from flax import nnx


def make_optimizer(model, lr=2e-3):
    return nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(model):
        recon, aux = model(batch)
        rec = jnp.mean((recon - batch) ** 2)
        return rec + aux["vq_loss"], (rec, aux["perplexity"])

    (loss, (rec, ppl)), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, rec, ppl


def fit(model, optimizer, data, rng, epochs=3, batch_size=64):
    n = data.shape[0]
    log = []
    for epoch in range(epochs):
        order = rng.permutation(n)
        for start in range(0, n - batch_size + 1, batch_size):
            batch = data[order[start:start + batch_size]]
            loss, rec, ppl = train_step(model, optimizer, batch)
        log.append((float(loss), float(rec), float(ppl)))
    return log
