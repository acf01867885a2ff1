import jax

from . import analysis, cell, config, data, probe, resets, train


def main():
    c = config.CFG
    xs, ys = data.make(jax.random.PRNGKey(0), c["batch"], c["seq"], c["in"])
    params = cell.init(jax.random.PRNGKey(1), c["in"], c["hidden"])
    params["readout"] = jax.numpy.zeros((c["hidden"], 1))
    print("resets per sequence", resets.schedule_length(c["seq"], c["reset_every"]))
    print("inner", analysis.inner_sweep(params, xs[0, 0]), "reset", analysis.masked_reset(xs[0, 0], 6, c["reset_every"]))
    for it in range(c["iters"]):
        params, loss = train.step(params, xs, ys, c["reset_every"], inner=c["inner"], lr=c["lr"])
        if it % c["log_every"] == 0:
            print("iter", it, float(loss))
    params, loss = train.train_n(params, xs, ys, c["reset_every"], inner=c["inner"], lr=c["lr"], n=3)
    print("after fori", float(loss), "gap", float(probe.fixed_point_gap(params, xs[0, 0, :1].repeat(c["hidden"]), 5)))
    print("norms", analysis.hidden_norms(params, xs, c["reset_every"], inner=c["inner"])[:3])
    params, gain = analysis.step_pair(params, xs, ys, c["reset_every"], inner=c["inner"], lr=c["lr"])
    print("pair gain", float(gain), "settle", analysis.eager_settle(params, xs[0, 0, :1].repeat(c["hidden"]), 2)[:2])
