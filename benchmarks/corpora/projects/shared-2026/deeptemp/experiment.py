import functools

import jax

from . import config, data, evaluation, model, schedule, trainer, util


@functools.partial(jax.jit, static_argnames=("bounds",))
def run_step(state, x, y, bounds):
    state, loss = trainer.update(state, x, y, bounds)
    return dict(state, temp=schedule.anneal(state["temp"])), loss


def main():
    cfg = config.parse()
    features, prototypes, temp = util.pick(cfg, "features", "prototypes", "temp")
    x, y = data.blobs(jax.random.PRNGKey(0), 40, features, prototypes)
    params = model.init(jax.random.PRNGKey(1), features, prototypes)
    print("calibration", evaluation.calibration(params, x))
    bounds = (("lo", cfg["min_temp"]), ("hi", cfg["max_temp"]))
    state = schedule.initial_state(params, trainer.OPT, temp)
    for _ in range(cfg["steps"]):
        state, loss = run_step(state, x, y, bounds)
    print("loss", float(loss), "acc", float(evaluation.accuracy(state["params"], x, y, temp=temp)))
