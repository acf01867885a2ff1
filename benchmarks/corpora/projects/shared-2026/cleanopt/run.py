import jax
import jax.numpy as jnp

from . import analysis, config, data, model, monitor, optim, train


def main():
    ocfg, dcfg = config.OptConfig(), config.DataConfig()
    x, y = data.make(jax.random.PRNGKey(0), dcfg)
    tx, sched = optim.build(ocfg)
    print(monitor.describe(sched, ocfg.total))
    print("jitted curve", monitor.lr_curve(jnp.arange(ocfg.total), ocfg.peak_lr)[:4])
    print("kinds", analysis.kinds_table(ocfg.total, ocfg.warmup), "factors", analysis.eager_factors(0, ocfg.total))
    params = model.init(jax.random.PRNGKey(1), dcfg.features)
    opt_state = tx.init(params)
    step = train.make_step(tx)
    for _ in range(ocfg.total):
        params, opt_state, loss, gnorm = step(params, opt_state, x, y)
    print("loss", float(loss), "grad norm", float(gnorm))
    print("probe", [float(v) for v in analysis.probe_step(step, params, opt_state, x, y)], analysis.loss_at(params, x, y))
