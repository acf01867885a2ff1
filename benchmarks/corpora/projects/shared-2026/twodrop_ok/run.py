import jax

from . import analysis, config, data, evaluate, model, regularize, train


def main():
    cfg = config.Config()
    ctx, target = data.pairs(data.series(), cfg.context, cfg.horizon)
    print("windows", analysis.window_counts(data.series()), "schedule", analysis.schedule_table(cfg, cfg.steps))
    zeros, mean = analysis.dropout_effect(jax.numpy.ones((64,)), jax.random.PRNGKey(5), rate=cfg.block_rate)
    print("dropout zeros", float(zeros), "mean", float(mean))
    net = model.Forecaster(cfg.hidden, cfg.horizon, cfg.block_rate)
    params = net.init(jax.random.PRNGKey(0), ctx)["params"]
    opt, step = train.make_step(net, cfg.lr)
    opt_state = opt.init(params)
    key = jax.random.PRNGKey(1)
    for i in range(cfg.steps):
        key, sub = jax.random.split(key)
        drop = regularize.linear_schedule(cfg.drop_start, cfg.drop_end, i / cfg.steps)
        params, opt_state, loss = step(params, opt_state, ctx, target, sub, drop)
    print("loss", float(loss), "naive", float(evaluate.naive(ctx, target, cfg.horizon)))
    out = evaluate.make_eval(net)(params, ctx, target, cfg.eval_horizon)
    print({k: float(v) for k, v in out.items()})
    print("naive vs last", [float(v) for v in analysis.naive_vs_last(ctx, target, n=cfg.horizon)])
