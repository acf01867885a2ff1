import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from .data import iterate_batches, make_binary_data
from .losses import make_loss
from .model import VAE
from .schedules import make_schedule


def create_state(cfg, rng):
    model = VAE(cfg["hidden"], cfg["latent_dim"], cfg["data_dim"])
    dummy = jnp.zeros((1, cfg["data_dim"]))
    params = jax.jit(model.init)(rng, dummy, rng)["params"]
    tx = optax.adam(cfg["lr"])
    return model, train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


def make_train_step(loss_fn):
    @jax.jit
    def train_step(state, batch, rng):
        print("tracing train_step at step", state.step)
        grad_fn = jax.value_and_grad(loss_fn, has_aux=True)
        (loss, metrics), grads = grad_fn(state.params, batch, state.step, rng)
        return state.apply_gradients(grads=grads), loss, metrics

    return train_step


def train(cfg):
    rng = jax.random.PRNGKey(cfg["seed"])
    rng, init_rng = jax.random.split(rng)
    model, state = create_state(cfg, init_rng)
    train_step = make_train_step(make_loss(model, make_schedule(cfg)))
    data = make_binary_data(cfg["n_train"], cfg["data_dim"], cfg["seed"])
    batches = iterate_batches(data, cfg["batch_size"], cfg["seed"])
    for i in range(cfg["n_steps"]):
        rng, step_rng = jax.random.split(rng)
        state, loss, metrics = train_step(state, next(batches), step_rng)
        if i % cfg["log_every"] == 0 or i == cfg["n_steps"] - 1:
            m = {k: float(v) for k, v in metrics.items()}
            print(f"step {i:4d} loss {float(loss):.3f} rec {m['rec']:.3f} kl {m['kl']:.3f} beta {m['beta']:.3f}")
    return model, state
