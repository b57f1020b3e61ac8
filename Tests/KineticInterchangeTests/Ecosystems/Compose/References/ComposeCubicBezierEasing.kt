// An independent transcription, in Kotlin and run on the JVM, of how Jetpack Compose evaluates
// CubicBezierEasing.transform (Compose 1.7): animation-core Easing.kt, ui-graphics Bezier.kt,
// ui-util MathHelpers.kt (fastCbrt). Written from those sources' documented behaviour for the
// test of Kinetic's `--engine compose`; Kotlin applies its own Float/Double promotion rules
// here, so a promotion Kinetic's Swift gets wrong shows as a difference.
//
// Input: a file of lines "a b c d x", each the raw bits of a Float as a decimal Int.
// Output: one line per input, the raw bits of the transformed Float (NaN as "nan").

import java.io.File
import kotlin.math.abs
import kotlin.math.acos
import kotlin.math.cos
import kotlin.math.sqrt

const val EPS = 1e-7
const val FLOAT_EPS = 1e-6f

fun cbrtApprox(x: Float): Float {
    val bits = x.toRawBits().toLong() and 0x1ffffffffL
    var y = Float.fromBits(0x2a510554 + (bits / 3).toInt())
    y -= (y - x / (y * y)) * (1.0f / 3.0f)
    y -= (y - x / (y * y)) * (1.0f / 3.0f)
    return y
}

fun unitRoot(r: Float): Float {
    val s = if (r < 0f) 0f else if (r > 1f) 1f else r
    return if (abs(s - r) > FLOAT_EPS) Float.NaN else s
}

fun bezier2(p1: Float, p2: Float, t: Float): Float {
    val k3 = 1.0f / 3.0f + (p1 - p2)
    val k2 = p2 - 2.0f * p1
    return 3.0f * ((k3 * t + k2) * t + p1) * t
}

fun bezier4(p0: Float, p1: Float, p2: Float, p3: Float, t: Float): Float {
    val k3 = p3 + 3.0f * (p1 - p2) - p0
    val k2 = 3.0f * (p2 - 2.0f * p1 + p0)
    val k1 = 3.0f * (p1 - p0)
    return ((k3 * t + k2) * t + k1) * t + p0
}

fun firstRoot(p0: Float, p1: Float, p2: Float, p3: Float): Float {
    var qa = 3.0 * (p0 - 2.0 * p1 + p2)
    var qb = 3.0 * (p1 - p0)
    var qc = p0.toDouble()
    val qd = -p0 + 3.0 * (p1 - p2) + p3
    if (abs(qd) < EPS) {
        if (abs(qa) < EPS) {
            if (abs(qb) < EPS) return Float.NaN
            return unitRoot((-qc / qb).toFloat())
        }
        val disc = sqrt(qb * qb - 4.0 * qa * qc)
        val first = unitRoot(((disc - qb) / (2.0 * qa)).toFloat())
        if (!first.isNaN()) return first
        return unitRoot(((-qb - disc) / (2.0 * qa)).toFloat())
    }
    qa /= qd
    qb /= qd
    qc /= qd
    val p = (3.0 * qb - qa * qa) / 9.0
    val q = (2.0 * qa * qa * qa - 9.0 * qa * qb + 27.0 * qc) / 54.0
    val disc = q * q + p * p * p
    val shift = qa / 3.0
    if (disc < 0.0) {
        val r = sqrt(-(p * p * p))
        val phi = acos(maxOf(-1.0, minOf(1.0, -q / r)))
        val scale = 2.0f * cbrtApprox(r.toFloat())
        for (k in 0..2) {
            val root = unitRoot((scale * cos((phi + k * 2.0 * Math.PI) / 3.0) - shift).toFloat())
            if (!root.isNaN() || k == 2) return root
        }
    }
    if (disc == 0.0) {
        val u = -cbrtApprox(q.toFloat())
        val first = unitRoot(2.0f * u - shift.toFloat())
        if (!first.isNaN()) return first
        return unitRoot(-u - shift.toFloat())
    }
    val sd = sqrt(disc)
    val u = cbrtApprox((-q + sd).toFloat())
    val v = cbrtApprox((q + sd).toFloat())
    return unitRoot((u - v - shift).toFloat())
}

fun quadraticRoots(p0: Float, p1: Float, p2: Float): List<Float> {
    val a = p0.toDouble()
    val b = p1.toDouble()
    val c = p2.toDouble()
    val d = a - 2.0 * b + c
    val roots = ArrayList<Float>()
    if (d != 0.0) {
        val v1 = -sqrt(b * b - a * c)
        val v2 = -a + b
        val r1 = unitRoot((-(v1 + v2) / d).toFloat())
        val r2 = unitRoot(((v1 - v2) / d).toFloat())
        if (!r1.isNaN()) roots.add(r1)
        if (!r2.isNaN()) roots.add(r2)
        if (roots.size == 2) {
            if (roots[0] > roots[1]) roots.reverse() else if (roots[0] == roots[1]) roots.removeAt(1)
        }
    } else if (b != c) {
        val r = unitRoot(((2.0 * b - c) / (2.0 * b - 2.0 * c)).toFloat())
        if (!r.isNaN()) roots.add(r)
    }
    return roots
}

fun transform(a: Float, b: Float, c: Float, d: Float, fraction: Float): Float {
    if (!(fraction > 0f && fraction < 1f)) return fraction
    val f = maxOf(fraction, 1.1920929e-7f)
    val t = firstRoot(0.0f - f, a - f, c - f, 1.0f - f)
    if (t.isNaN()) return Float.NaN
    val d0 = 3.0f * (b - 0f)
    val d1 = 3.0f * (d - b)
    val d2 = 3.0f * (1f - d)
    val roots = ArrayList(quadraticRoots(d0, d1, d2))
    val dd0 = 2.0f * (d1 - d0)
    val dd1 = 2.0f * (d2 - d1)
    val inflection = unitRoot(-dd0 / (dd1 - dd0))
    if (!inflection.isNaN()) roots.add(inflection)
    var low = 0f
    var high = 1f
    for (root in roots) {
        val y = bezier4(0f, b, d, 1f, root)
        low = minOf(low, y)
        high = maxOf(high, y)
    }
    val y = bezier2(b, d, t)
    return if (y < low) low else if (y > high) high else y
}

fun main(args: Array<String>) {
    val out = StringBuilder()
    for (line in File(args[0]).readLines()) {
        if (line.isBlank()) continue
        val v = line.trim().split(" ").map { Float.fromBits(it.toInt()) }
        val y = transform(v[0], v[1], v[2], v[3], v[4])
        out.append(if (y.isNaN()) "nan" else y.toRawBits().toString()).append('\n')
    }
    File(args[1]).writeText(out.toString())
}
