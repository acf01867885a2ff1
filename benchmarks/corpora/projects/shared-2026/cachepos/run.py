import jax

from . import analysis, config, data, generate, model, train


def main():
    mcfg, tcfg = config.ModelConfig(), config.TrainConfig()
    print("table", data.warm_cache(mcfg.max_len, mcfg.dim))
    print("similarity", analysis.position_similarity(mcfg.max_len, mcfg.dim)[:3])
    print("rows", analysis.eager_row_check(mcfg.dim, mcfg.max_len))
    net = model.build(mcfg)
    tokens = data.cycles(tcfg.batch, mcfg.max_len, mcfg.vocab)
    params = net.init(jax.random.PRNGKey(0), tokens)["params"]
    opt, step = train.make(net, tcfg.lr)
    opt_state = opt.init(params)
    for _ in range(tcfg.steps):
        params, opt_state, loss = step(params, opt_state, tokens)
    print("loss", float(loss), "per position", analysis.per_position_loss(net, params, tokens)[:3])
    print("sample", generate.greedy(net, params, tokens[0, : tcfg.prompt], tcfg.new_tokens))
    print("cache", analysis.cache_stats())
