import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from . import augment, evaluate, schedules
from .models import ConvNet


def make_optimizer(cfg):
    return optax.inject_hyperparams(optax.sgd)(
        learning_rate=lambda c: schedules.cosine(c, cfg.base_lr, cfg.total_steps),
        momentum=0.9,
    )


def dataset(key, cfg):
    kx, ky = jax.random.split(key)
    y = jax.random.randint(ky, (cfg.batch,), 0, cfg.classes)
    t = jnp.arange(cfg.length) / cfg.length
    base = jnp.sin(2 * jnp.pi * (y[:, None, None] + 1) * t[None, None, :])
    x = base + 0.1 * jax.random.normal(kx, (cfg.batch, cfg.channels, cfg.length))
    return x, y


def loss_fn(model, x, y):
    logits = jax.vmap(model)(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@eqx.filter_jit
def train_step(model, opt_state, x, y, key, optimizer, crop):
    keys = jax.random.split(key, x.shape[0])
    xa = eqx.filter_vmap(augment.augment, in_axes=(0, 0, None))(x, keys, crop)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, xa, y)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def fit(cfg):
    key = jax.random.PRNGKey(cfg.seed)
    key, mk, dk = jax.random.split(key, 3)
    model = ConvNet(cfg, mk)
    x, y = dataset(dk, cfg)
    optimizer = make_optimizer(cfg)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    print("params:", evaluate.count_params(model))
    for i in range(cfg.steps):
        key, sk = jax.random.split(key)
        model, opt_state, loss = train_step(model, opt_state, x, y, sk, optimizer, cfg.crop)
        lr = opt_state.hyperparams["learning_rate"]
        print(f"step {i} loss {float(loss):.4f} lr {float(lr):.4f}")
    print("acc", evaluate.accuracy(model, x, y, cfg.crop), evaluate.per_class(model, x, y, cfg.crop, cfg.classes))
    return model
