"""Next-character prediction with optax."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

from .data import random_windows


def train(model, ids, args):
    rng = np.random.default_rng(args.seed)
    x0, _ = random_windows(ids, args.seq_len, args.batch_size, rng)
    params = model.init(jax.random.key(args.seed), jnp.asarray(x0))["params"]
    tx = optax.adamw(args.lr)
    opt_state = tx.init(params)

    @jax.jit
    def step(params, opt_state, x, y):
        def loss_fn(p):
            logits = model.apply({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for i in range(args.steps):
        x, y = random_windows(ids, args.seq_len, args.batch_size, rng)
        params, opt_state, loss = step(params, opt_state, x, y)
        print(f"step {i:2d}  loss {float(loss):.3f}  ppl {float(np.exp(float(loss))):6.2f}")
    return params
