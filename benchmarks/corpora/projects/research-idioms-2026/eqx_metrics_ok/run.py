import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from .evaluate import evaluate
from .model import Classifier

D, C, N_SPLITS = 6, 4, 3


def synthetic(rng, n):
    w = np.arange(D * C, dtype=np.float32).reshape(D, C) % 5 - 2
    x = rng.standard_normal((n, D)).astype(np.float32)
    return x, np.argmax(x @ w, -1).astype(np.int32)


def loss_fn(model, x, y):
    logits = jax.vmap(model)(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


def main():
    rng = np.random.default_rng(0)
    model = Classifier(D, C, jax.random.PRNGKey(0))
    opt = optax.adam(1e-2)
    opt_state = opt.init(eqx.filter(model, eqx.is_array))

    @eqx.filter_jit
    def make_step(model, opt_state, x, y):
        loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
        updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss

    for step in range(40):
        x, y = synthetic(rng, 64)
        model, opt_state, loss = make_step(model, opt_state, x, y)
    print("train loss", float(loss))

    splits = [synthetic(rng, 50) for _ in range(N_SPLITS)]
    xs = jnp.stack([s[0] for s in splits])
    ys = jnp.stack([s[1] for s in splits])
    for name, vals in evaluate(model, xs, ys).items():
        print(name, [round(float(v), 3) for v in vals])
