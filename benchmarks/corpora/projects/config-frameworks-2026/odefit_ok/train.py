import jax
import jax.numpy as jnp
import numpy as np
import optax

from . import data, model, vector_field


def run(cfg):
    trajectories = data.simulate(cfg, num_trajectories=256, seed=cfg.train.seed)
    params = vector_field.init(jax.random.PRNGKey(cfg.train.seed), cfg.dim, cfg.model)
    optimizer = optax.adam(cfg.train.learning_rate)
    opt_state = optimizer.init(params)

    @jax.jit
    def step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(model.trajectory_loss)(params, batch[:, 0], batch, cfg)
        updates, opt_state = optimizer.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    rng = np.random.default_rng(cfg.train.seed)
    for i in range(cfg.train.steps):
        idx = rng.choice(len(trajectories), cfg.train.batch_size, replace=False)
        params, opt_state, loss = step(params, opt_state, jnp.asarray(trajectories[idx]))
        if i % 10 == 0:
            print(f"step {i:3d}  mse {float(loss):.5f}")
    return params
