import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from .data import make_dataset
from .ginlite import configurable
from .losses import total_loss
from .models import make_model


def make_step(optimizer):
    @eqx.filter_jit
    def step(model, opt_state, noisy, clean):
        def loss_fn(m):
            pred = jax.vmap(m)(noisy)
            return total_loss(pred, clean)

        loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
        updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        model = eqx.apply_updates(model, updates)
        return model, opt_state, loss

    return step


@configurable
def train(seed=0, steps=10, batch_size=16, learning_rate=1e-3):
    noisy, clean = make_dataset(seed=seed)
    model = make_model(jax.random.PRNGKey(seed))
    optimizer = optax.adamw(learning_rate)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    step = make_step(optimizer)
    rng = np.random.default_rng(seed)
    for i in range(steps):
        idx = rng.choice(noisy.shape[0], size=batch_size, replace=False)
        model, opt_state, loss = step(model, opt_state, jnp.asarray(noisy[idx]), jnp.asarray(clean[idx]))
        if i % 10 == 0:
            print(f"step {i:3d}  loss {float(loss):.4f}")
    return model
