import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { ChartSeries } from './stats-chart';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/** The statistics as bars (Chart.js, loaded with this part only when the chart is drawn). */
export default function StatsBars({ labels, series }: { labels: string[]; series: ChartSeries[] }) {
  return (
    <Bar
      aria-label="Statistics chart"
      role="img"
      data={{
        labels,
        datasets: series.map((s) => ({ label: s.label, data: s.data, backgroundColor: s.color })),
      }}
      options={{ responsive: true, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } }}
    />
  );
}
