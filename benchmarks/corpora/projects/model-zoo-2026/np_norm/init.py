import flax.linen as nn

conv_init = nn.initializers.variance_scaling(2.0, "fan_out", "normal")
dense_init = nn.initializers.variance_scaling(1.0 / 3, "fan_in", "uniform")
zero_init = nn.initializers.zeros
