import equinox as eqx
import jax
import optax

from .data import SurfaceData
from .losses import get_loss
from .networks import ResNet

CONFIG = dict(width=24, depth=3, lr=5e-3, steps=40, batch=128, seed=5, loss="trimmed", loss_kwargs={"threshold": 3.0})


@eqx.filter_jit
def train_step(model, opt_state, x, y, loss, optim):
    def objective(m):
        return loss(jax.vmap(m)(x), y)

    value, grads = eqx.filter_value_and_grad(objective)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
    return eqx.apply_updates(model, updates), opt_state, value


def fit(cfg=CONFIG):
    model = ResNet(2, cfg["width"], cfg["depth"], key=jax.random.PRNGKey(cfg["seed"]))
    optim = optax.adam(cfg["lr"])
    opt_state = optim.init(eqx.filter(model, eqx.is_inexact_array))
    loss = get_loss(cfg["loss"], **cfg["loss_kwargs"])
    data = SurfaceData(seed=cfg["seed"])
    trace = []
    for step in range(cfg["steps"]):
        x, y = data(cfg["batch"])
        model, opt_state, value = train_step(model, opt_state, x, y, loss, optim)
        trace.append(float(value))
    return model, trace
