import equinox as eqx
import jax
import optax

from .config import ODEConfig
from .data import spiral_dataset
from .diagnostics import StepMonitor, count_params
from .losses import trajectory_loss
from .vector_field import VectorField


def make_fns(optimizer, substeps, monitor):
    @eqx.filter_jit
    def step(field, opt_state, ts, y0, ys):
        loss, grads = eqx.filter_value_and_grad(trajectory_loss)(field, ts, y0, ys, substeps, monitor)
        updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(field, eqx.is_array))
        return eqx.apply_updates(field, updates), opt_state, loss

    @eqx.filter_jit
    def evaluate(field, ts, y0, ys):
        return trajectory_loss(field, ts, y0, ys, 2 * substeps)

    return step, evaluate


def main():
    cfg = ODEConfig()
    ts, y0, ys = spiral_dataset(cfg)
    field = VectorField(cfg.width, cfg.depth, jax.random.PRNGKey(cfg.seed))
    print("parameters", count_params(field))
    optimizer = optax.adam(cfg.lr)
    opt_state = optimizer.init(eqx.filter(field, eqx.is_array))
    monitor = StepMonitor()
    step, evaluate = make_fns(optimizer, cfg.rk_substeps, monitor)
    for i in range(cfg.steps):
        field, opt_state, loss = step(field, opt_state, ts, y0, ys)
        if i % 10 == 0:
            print(f"step {i:3d} loss {float(loss):.5f}")
    print(f"eval loss (finer steps) {float(evaluate(field, ts, y0, ys)):.5f}")
    print(monitor.summary())
