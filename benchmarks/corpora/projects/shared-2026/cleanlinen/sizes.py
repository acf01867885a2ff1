def bottleneck(width, ratio, minimum=2):
    return max(int(width * ratio), minimum)


def layer_widths(width, depth, ratio):
    out = []
    for i in range(depth):
        out.append(width if i % 2 == 0 else bottleneck(width, ratio))
    return tuple(out)


def steps_per_epoch(n, batch):
    return int(n // batch) + (1 if n % batch else 0)
