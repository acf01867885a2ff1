import jax

from . import config, data, evaluate, model, regularize, train


def main():
    cfg = config.Config()
    ctx, target = data.pairs(data.series(), cfg.context, cfg.horizon)
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
